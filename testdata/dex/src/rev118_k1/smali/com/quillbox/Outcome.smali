.class public interface abstract Lcom/quillbox/Outcome;
.super Ljava/lang/Object;
.source "FileWorker.kt"
