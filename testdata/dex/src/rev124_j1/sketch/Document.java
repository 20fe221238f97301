package com.scanbox.data;

/** One scanned document. */
public record Document(String id, String title, String fileName, int pages) {
}
