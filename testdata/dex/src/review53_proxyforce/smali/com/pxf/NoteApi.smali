.class interface abstract Lcom/pxf/NoteApi;
.super Ljava/lang/Object;
.source "NotesProvider.java"

.method public abstract count()I
.end method

.method public abstract purge()V
.end method
