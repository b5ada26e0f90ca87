import type { UploadedDocument } from '@app/domain/schemas/claims';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ValidationError } from '../../../app/api';
import fr from '../../../i18n/fr.json';
import type { UploadRequest } from '../api/upload-documents';
import type { ClaimDocument } from '../claim-draft';
import { formatAmount, UploadWidget } from './upload-widget';

interface Pending {
  request: UploadRequest;
  resolve: (documents: UploadedDocument[]) => void;
  reject: (error: unknown) => void;
}

function setup(initial: ClaimDocument[] = []) {
  const pending: Pending[] = [];
  const uploading: boolean[] = [];
  const upload = vi.fn(
    (request: UploadRequest) =>
      new Promise<UploadedDocument[]>((resolve, reject) => {
        pending.push({ request, resolve, reject });
      }),
  );
  function Harness() {
    const [documents, setDocuments] = useState(initial);
    return (
      <IntlProvider locale="fr-CH" messages={fr}>
        <UploadWidget
          locale="fr"
          animalName="Rex"
          documents={documents}
          onDocumentsChange={setDocuments}
          onUploadingChange={(isUploading) => uploading.push(isUploading)}
          upload={upload}
        />
      </IntlProvider>
    );
  }
  render(<Harness />);
  return { pending, uploading, upload };
}

const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Choisir des fichiers'), { target: { files } });
}

afterEach(cleanup);

describe('UploadWidget', () => {
  it('shows the progress in percent, then appends the documents and signals the upload', async () => {
    const { pending, uploading, upload } = setup();
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
    // an invoice asks for the first treatment date and the amount
    expect(within(group).getByLabelText(/Date du premier traitement/)).toBeTruthy();
    expect(within(group).getByLabelText(/Montant de la facture/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 document ajouté');
  });

  it('shows the type fields per document and removes a document', async () => {
    const { pending } = setup();
    fireEvent.change(screen.getByLabelText('Type des documents à ajouter'), {
      target: { value: 'report' },
    });
    choose(file('rapport.pdf'), file('photo.jpg'));
    await act(async () => {
      pending[0]?.resolve([
        { id: 'r1', name: 'rapport.pdf', type: 'report', size: 1000 },
        { id: 'r2', name: 'photo.jpg', type: 'report', size: 3_000_000 },
      ]);
    });
    const report = screen.getByRole('group', { name: /rapport\.pdf/ });
    expect(within(report).queryByLabelText(/Date du premier traitement/)).toBeNull();
    fireEvent.change(within(report).getByLabelText('Type de document'), {
      target: { value: 'invoice' },
    });
    expect(within(report).getByLabelText(/Date du premier traitement/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retirer photo.jpg' }));
    expect(screen.queryByRole('group', { name: /photo\.jpg/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Documents ajoutés (1)' })).toBe(
      document.activeElement,
    );
  });

  it('shows the server refusal of a file over 8 MB and resets the progress', async () => {
    const { pending, uploading } = setup();
    choose(file('enorme.pdf'));
    act(() => pending[0]?.request.onProgress?.(80));
    const message = 'Le fichier « enorme.pdf » dépasse la taille maximale de 8 Mo.';
    await act(async () => {
      pending[0]?.reject(new ApiError(413, message, { message }));
    });
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.queryByText('80 %')).toBeNull();
    expect(uploading).toEqual([true, false]);
    expect(screen.getByRole('heading', { name: 'Documents ajoutés (0)' })).toBeTruthy();
  });

  it('shows the reason of a 422 refusal (not really a PDF) and clears it at the next upload', async () => {
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

describe('formatAmount', () => {
  it.each([
    ['120.5', '120.50'],
    ['45,00', '45.00'],
    ["1'250", '1250.00'],
    ['abc', 'abc'],
    ['', ''],
  ])('%s → %s', (typed, shown) => {
    expect(formatAmount(typed)).toBe(shown);
  });
});
