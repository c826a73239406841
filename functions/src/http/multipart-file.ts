// The one file a multipart route takes, as the pipeline hands it to the handler.
export interface MultipartFile {
  filename: string;
  mimeType: string;
  bytes: Buffer;
}
