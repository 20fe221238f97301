.class public final Lcom/quillvault/DeleteNoteActivity;
.super Lcom/quillvault/ConfirmActivity;
.source "Screens.kt"

# instance fields
.field private final heading:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 34
    invoke-direct {p0}, Lcom/quillvault/ConfirmActivity;-><init>()V
    .line 35
    const-string v0, "Delete note"
    iput-object v0, p0, Lcom/quillvault/DeleteNoteActivity;->heading:Ljava/lang/String;
    .line 34
    return-void
.end method


# virtual methods
.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 35
    iget-object v0, p0, Lcom/quillvault/DeleteNoteActivity;->heading:Ljava/lang/String;
    return-object v0
.end method
