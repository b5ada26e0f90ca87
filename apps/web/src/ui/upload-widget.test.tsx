import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fr from '../i18n/fr.json';
import { ApiError, ValidationError } from '../lib/api';
import { type UploadedFile, type UploadRequest, UploadWidget } from './upload-widget';

interface Pending {
  request: UploadRequest;
  resolve: (files: UploadedFile[]) => void;
  reject: (error: unknown) => void;
}

interface Document extends UploadedFile {
  note: string;
}

const types = [
  { value: 'invoice', label: 'Facture' },
  { value: 'report', label: 'Rapport' },
];

function setup(initial: Document[] = []) {
  const pending: Pending[] = [];
  const uploading: boolean[] = [];
  const upload = vi.fn(
    (request: UploadRequest) =>
      new Promise<UploadedFile[]>((resolve, reject) => {
        pending.push({ request, resolve, reject });
      }),
  );
  function Harness() {
    const [documents, setDocuments] = useState(initial);
    return (
      <IntlProvider locale="fr-CH" messages={fr}>
        <UploadWidget<Document>
          guidance={['Le nom de votre animal doit figurer sur chaque document.']}
          documentTypes={types}
          accept={['.pdf', 'application/pdf']}
          maxFileBytes={1000}
          tooLargeMessage={(name) => `Le fichier « ${name} » est trop grand.`}
          maxFiles={10}
          documents={documents}
          onDocumentsChange={setDocuments}
          onUploadingChange={(isUploading) => uploading.push(isUploading)}
          upload={upload}
          toDocument={(file) => ({ ...file, note: '' })}
          renderFields={(document, change) =>
            document.type === 'invoice' ? (
              <label>
                Note
                <input
                  value={document.note}
                  onChange={(event) => change({ note: event.target.value })}
                />
              </label>
            ) : null
          }
        />
      </IntlProvider>
    );
  }
  render(<Harness />);
  return { pending, uploading, upload };
}

const file = (name: string, size = 10) =>
  new File(['%PDF-1.4'.padEnd(size, ' ')], name, { type: 'application/pdf' });

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Choisir des fichiers'), { target: { files } });
}

afterEach(cleanup);

describe('UploadWidget', () => {
  it('shows the progress in percent, then appends the documents and signals the upload', async () => {
    const { pending, uploading, upload } = setup();
    expect(
      screen.getByText('Le nom de votre animal doit figurer sur chaque document.'),
    ).toBeTruthy();
    choose(file('facture.pdf'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(pending[0]?.request.type).toBe('invoice');
    expect(pending[0]?.request.files.map((item) => item.name)).toEqual(['facture.pdf']);
    expect(uploading).toEqual([true]);
    expect(screen.getByLabelText('Choisir des fichiers')).toHaveProperty('disabled', true);

    act(() => pending[0]?.request.onProgress?.(42));
    expect(screen.getByText('42 %')).toBeTruthy();
    expect(screen.getByLabelText('Téléversement').getAttribute('value')).toBe('42');

    await act(async () => {
      pending[0]?.resolve([{ id: 'a1', name: 'facture.pdf', type: 'invoice', size: 2048 }]);
    });
    expect(uploading).toEqual([true, false]);
    expect(screen.queryByText('42 %')).toBeNull();
    const group = screen.getByRole('group', { name: /facture\.pdf/ });
    // the caller's fields of the document
    fireEvent.change(within(group).getByLabelText('Note'), { target: { value: 'x' } });
    expect((within(group).getByLabelText('Note') as HTMLInputElement).value).toBe('x');
    expect(screen.getByRole('status').textContent).toBe('1 document ajouté');
  });

  it('changes the type of a document and removes one, the focus on the list', async () => {
    const { pending } = setup();
    fireEvent.change(screen.getByLabelText('Type des documents à ajouter'), {
      target: { value: 'report' },
    });
    choose(file('rapport.pdf'), file('photo.pdf'));
    expect(pending[0]?.request.type).toBe('report');
    await act(async () => {
      pending[0]?.resolve([
        { id: 'r1', name: 'rapport.pdf', type: 'report', size: 1000 },
        { id: 'r2', name: 'photo.pdf', type: 'report', size: 3_000_000 },
      ]);
    });
    const report = screen.getByRole('group', { name: /rapport\.pdf/ });
    expect(within(report).queryByLabelText('Note')).toBeNull();
    fireEvent.change(within(report).getByLabelText('Type de document'), {
      target: { value: 'invoice' },
    });
    expect(within(report).getByLabelText('Note')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retirer photo.pdf' }));
    expect(screen.queryByRole('group', { name: /photo\.pdf/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Documents ajoutés (1)' })).toBe(
      document.activeElement,
    );
  });

  it('refuses a file over the limit before sending anything', () => {
    const { upload, uploading } = setup();
    choose(file('petit.pdf'), file('enorme.pdf', 5000));
    expect(upload).not.toHaveBeenCalled();
    expect(uploading).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Le fichier « enorme.pdf » est trop grand.');
  });

  it('shows the server refusal of a file (413) and resets the progress', async () => {
    const { pending, uploading } = setup();
    choose(file('lourd.pdf'));
    act(() => pending[0]?.request.onProgress?.(80));
    const message = 'Le fichier « lourd.pdf » dépasse la taille maximale de 8 Mo.';
    await act(async () => {
      pending[0]?.reject(new ApiError(413, message, { message }));
    });
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.queryByText('80 %')).toBeNull();
    expect(uploading).toEqual([true, false]);
    expect(screen.getByRole('heading', { name: 'Documents ajoutés (0)' })).toBeTruthy();
  });

  it('shows the reason of a 422 refusal and clears it at the next upload', async () => {
    const { pending } = setup();
    choose(file('faux.pdf'));
    const message = 'Le fichier « faux.pdf » n’est ni un PDF ni une image JPEG.';
    await act(async () => {
      pending[0]?.reject(new ValidationError('', { documents: [message] }));
    });
    expect(screen.getByRole('alert').textContent).toBe(message);
    choose(file('vrai.pdf'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the network fails', async () => {
    const { pending } = setup();
    choose(file('facture.pdf'));
    await act(async () => {
      pending[0]?.reject(new ApiError(0, '', undefined));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Le téléversement a échoué. Veuillez réessayer.',
    );
  });
});
