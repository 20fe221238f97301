.class public interface abstract Lcom/inkwell/notes/NoteTrash;
.super Ljava/lang/Object;
.source "NoteTrash.java"


# virtual methods
.method public abstract moveToTrash(Lcom/inkwell/core/ToolCall;J)I
.end method
