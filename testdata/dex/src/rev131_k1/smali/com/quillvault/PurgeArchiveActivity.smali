.class public final Lcom/quillvault/PurgeArchiveActivity;
.super Lcom/quillvault/ConfirmActivity;
.source "Screens.kt"

# instance fields
.field private final heading:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 42
    invoke-direct {p0}, Lcom/quillvault/ConfirmActivity;-><init>()V
    .line 43
    const-string v0, "Empty the archive"
    iput-object v0, p0, Lcom/quillvault/PurgeArchiveActivity;->heading:Ljava/lang/String;
    .line 42
    return-void
.end method


# virtual methods
.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 43
    iget-object v0, p0, Lcom/quillvault/PurgeArchiveActivity;->heading:Ljava/lang/String;
    return-object v0
.end method
