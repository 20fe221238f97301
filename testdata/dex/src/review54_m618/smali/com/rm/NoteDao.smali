.class public interface abstract Lcom/rm/NoteDao;
.super Ljava/lang/Object;
.source "NoteDao.java"


# virtual methods
.method public abstract insert(Lcom/rm/NoteEntity;)J
.end method

