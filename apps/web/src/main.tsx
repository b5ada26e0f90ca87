// The entry the page loads: kept tiny. A page the server sent with its content already in the
// HTML (prerendered or rendered by the server: it then lists the page's chunks in
// `#page-modules`) is painted before any of the app's JavaScript is asked for: the app and the
// page's chunks are requested once the browser has painted, so on a slow phone network the
// content does not wait behind 100 KB of script, and the scripts compete with nothing the first
// paint needs (issue 14). A page the client renders alone has its chunks preloaded by the HTML.
import { afterFirstPaint, preloadModules } from './app/first-paint';
import { answerSiteLocalesWithoutTheEngine } from './app/site-locales';
import { parseZodWithoutEval } from './app/zod-config';
import { nextTask } from './lib/next-task';
import './app/global.css';

parseZodWithoutEval();
answerSiteLocalesWithoutTheEngine();

// React's renderer is evaluated in a task of its own, then the app (the page's modules are
// already asked for: the list below, or the preloads of a page the client renders alone)
const start = () => import('react-dom/client').then(nextTask).then(() => import('./boot'));
const pageModules = document.getElementById('page-modules');
if (pageModules) {
  afterFirstPaint(() => {
    // then the app's module graph is linked in a task of its own (long tasks on a slow phone)
    void preloadModules(pageModules).then(nextTask).then(start);
  });
} else {
  void start();
}
