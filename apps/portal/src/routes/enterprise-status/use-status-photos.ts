import { type ApiError, deleteAttachments, postAttachments } from '@portal/api';
import { useApiClient, useAttachments } from '@portal/api/react';
import { imageDataUrl, messageForCode, type YearMonth } from '@portal/domain';
import { type GalleryImage, useToast } from '@portal/ui';
import type { PhotoFilter, PhotoStatus } from '@portal/ui/screens';
import { useMemo, useState } from 'react';
import { failureText } from '../../app/failure-text';

/** Which of the screen's photo states a failed photo read is (spec section 8: 404, 421, other). */
function photoStatusOf(error: ApiError | undefined, isLoading: boolean): PhotoStatus {
  if (isLoading) return 'loading';
  if (!error) return 'ready';
  if (error.status === 404) return 'empty';
  // 421 is the spec's network text; a request that never reached the server (status 0) is one too.
  if (error.status === 421 || error.status === 0) return 'network-error';
  return 'error';
}

/** The photos of the status page and the admin's add and remove actions. */
export interface StatusPhotos {
  images: GalleryImage[];
  status: PhotoStatus;
  reload: () => void;
  add: (files: File[], filedUnder: YearMonth) => Promise<void>;
  remove: (image: GalleryImage) => Promise<void>;
  isUploading: boolean;
  removingId: string | null;
}

/**
 * `GET /api/v1/enterprise/attachments` for the filter, and the admin's upload (multipart POST) and
 * removal (DELETE filenames[]), each followed by a reload of the list and the spec's toast.
 * `enterpriseId` null: nothing is asked (a bad id in the URL).
 */
export function useStatusPhotos(enterpriseId: number | null, filter: PhotoFilter): StatusPhotos {
  const client = useApiClient();
  const toast = useToast();
  const [isUploading, setUploading] = useState(false);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const query =
    enterpriseId === null
      ? null
      : {
          enterprise_id: enterpriseId,
          ...(filter.year === null ? {} : { year: filter.year }),
          ...(filter.month === null ? {} : { month: filter.month }),
        };
  const { data, error, isLoading, mutate } = useAttachments(query);

  const images = useMemo(
    () =>
      (data ?? []).flatMap((attachment) => {
        const src = imageDataUrl(attachment.file);
        // In the API's order (newest first), each with the month it is filed under.
        return src ? [{ id: attachment.filename, src, year: attachment.year, month: attachment.month }] : [];
      }),
    [data],
  );

  const add = async (files: File[], filedUnder: YearMonth) => {
    if (enterpriseId === null) return;
    // The month the admin chose in 'Mês das fotos' (product rule: photos).
    setUploading(true);
    try {
      await postAttachments(client, { enterprise_id: enterpriseId, ...filedUnder, files });
      toast.success(messageForCode('IMG-POST-201'));
    } catch (failure) {
      // 400 (not an image) and 421 are the server's texts; unreached or broken: the upload's own.
      toast.danger(failureText(failure, 'IMG-POST-421'));
    } finally {
      setUploading(false);
      void mutate();
    }
  };

  const remove = async (image: GalleryImage) => {
    setRemovingId(image.id);
    try {
      await deleteAttachments(client, { filenames: [image.id] });
      toast.success(messageForCode('IMG-DELETE-200'));
    } catch (failure) {
      toast.danger(failureText(failure, 'IMG-DELETE-500'));
    } finally {
      await mutate();
      setRemovingId(null);
    }
  };

  return {
    images,
    status: photoStatusOf(error, isLoading),
    reload: () => void mutate(),
    add,
    remove,
    isUploading,
    removingId,
  };
}
