.class public final Lcom/quillvault/RestoreNoteActivity;
.super Lcom/quillvault/ConfirmActivity;
.source "Screens.kt"

# instance fields
.field private final heading:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 38
    invoke-direct {p0}, Lcom/quillvault/ConfirmActivity;-><init>()V
    .line 39
    const-string v0, "Restore note"
    iput-object v0, p0, Lcom/quillvault/RestoreNoteActivity;->heading:Ljava/lang/String;
    .line 38
    return-void
.end method


# virtual methods
.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 39
    iget-object v0, p0, Lcom/quillvault/RestoreNoteActivity;->heading:Ljava/lang/String;
    return-object v0
.end method
