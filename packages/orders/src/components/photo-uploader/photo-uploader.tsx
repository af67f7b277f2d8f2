import { CloseIcon, cn, PlusIcon, Spinner } from "@xunlan/ui";
import { useEffect, useId, useRef, useState } from "react";
import { AFTER_SALE_MESSAGES as M, RETURN_PHOTO_MAX_BYTES, RETURN_PHOTO_TYPES, RETURN_PHOTOS_MAX } from "../../lib/after-sale";
import { errorText } from "../../lib/errors";

/** One photo of the uploader. */
export interface UploadedPhoto {
  id: string;
  /** A local preview (object URL), when the browser can make one. */
  previewUrl: string | null;
  name: string;
  status: "uploading" | "done" | "error";
  /** The upload's key once done. */
  key: string | null;
}

/** Props of {@link PhotoUploader}. */
export interface PhotoUploaderProps {
  /** Uploads one file (ossGetToken, then the signed PUT) and answers its key. */
  onUpload: (file: File) => Promise<{ key: string }>;
  /** Called whenever the photos change (the form reads the done keys and whether one is uploading). */
  onChange: (photos: readonly UploadedPhoto[]) => void;
}

let serial = 0;

/**
 * Up to three photos of the item for a return: picked from the album or the camera, checked
 * here first (JPG/PNG/WebP, ≤ 10 MB, at most three), uploaded one by one with a spinner on each
 * thumbnail, removable; a failed upload says so on its thumbnail and can be removed.
 */
export function PhotoUploader({ onUpload, onChange }: PhotoUploaderProps) {
  const inputId = useId();
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<UploadedPhoto[]>([]);

  const update = (next: UploadedPhoto[]) => {
    current.current = next;
    setPhotos(next);
    onChange(next);
  };
  const patch = (id: string, changes: Partial<UploadedPhoto>) =>
    update(current.current.map((p) => (p.id === id ? { ...p, ...changes } : p)));

  // The previews live as long as the form: revoke them when it goes.
  useEffect(() => {
    const kept = current;
    return () => {
      for (const p of kept.current) if (p.previewUrl) URL.revokeObjectURL(p.previewUrl);
    };
  }, [current]);

  const add = (files: FileList | null) => {
    setError(null);
    const chosen = [...(files ?? [])];
    const room = RETURN_PHOTOS_MAX - current.current.length;
    if (chosen.length > room) setError(M.photoLimit);
    for (const file of chosen.slice(0, Math.max(0, room))) {
      if (!RETURN_PHOTO_TYPES.includes(file.type)) {
        setError(M.photoType);
        continue;
      }
      if (file.size > RETURN_PHOTO_MAX_BYTES) {
        setError(M.photoSize);
        continue;
      }
      serial += 1;
      const photo: UploadedPhoto = {
        id: `photo-${serial}`,
        previewUrl: typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null,
        name: file.name,
        status: "uploading",
        key: null,
      };
      update([...current.current, photo]);
      onUpload(file).then(
        ({ key }) => patch(photo.id, { status: "done", key }),
        (e: unknown) => {
          patch(photo.id, { status: "error" });
          setError(errorText(e, M.photoFailed));
        },
      );
    }
  };

  const remove = (id: string) => {
    const photo = current.current.find((p) => p.id === id);
    if (photo?.previewUrl) URL.revokeObjectURL(photo.previewUrl);
    update(current.current.filter((p) => p.id !== id));
    setError(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-bold text-ink">
        {M.photos}
        <span className="ml-2 text-xs font-normal text-grey-500">{M.photosHint}</span>
      </span>
      <ul aria-label="已上传的照片" className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id} data-status={photo.status} className="relative size-20 border border-grey-200 bg-canvas">
            {photo.previewUrl ? (
              <img src={photo.previewUrl} alt={`照片 ${index + 1}`} className="size-full object-cover" />
            ) : (
              <span className="sr-only">{`照片 ${index + 1}`}</span>
            )}
            {photo.status === "uploading" ? (
              <output aria-label="上传中" className="absolute inset-0 flex items-center justify-center bg-paper/70">
                <Spinner size={20} />
              </output>
            ) : null}
            {photo.status === "error" ? (
              <span className="absolute inset-x-0 bottom-0 bg-danger px-1 text-center text-2xs text-paper">上传失败</span>
            ) : null}
            <button
              type="button"
              aria-label={`${M.photoRemove} ${index + 1}`}
              onClick={() => remove(photo.id)}
              className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-ink text-paper after:absolute after:-inset-2.5 hover:bg-grey-700"
            >
              <CloseIcon size={12} />
            </button>
          </li>
        ))}
        {photos.length < RETURN_PHOTOS_MAX ? (
          <li>
            <label
              htmlFor={inputId}
              className={cn(
                "flex size-20 cursor-pointer flex-col items-center justify-center gap-1 border border-dashed border-grey-300 text-grey-500 transition-colors hover:border-ink hover:text-ink",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent",
              )}
            >
              <PlusIcon size={18} />
              <span className="text-2xs">{`${photos.length}/${RETURN_PHOTOS_MAX}`}</span>
              <input
                id={inputId}
                type="file"
                accept={RETURN_PHOTO_TYPES.join(",")}
                multiple
                aria-label={M.photos}
                className="sr-only"
                onChange={(e) => {
                  add(e.target.files);
                  e.target.value = "";
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
