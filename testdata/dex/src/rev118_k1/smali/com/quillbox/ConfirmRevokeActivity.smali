.class public final Lcom/quillbox/ConfirmRevokeActivity;
.super Lcom/quillbox/ConfirmActivity;
.source "Activities.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 61
    invoke-direct {p0}, Lcom/quillbox/ConfirmActivity;-><init>()V
    return-void
.end method


# virtual methods
.method protected getPrompt()Ljava/lang/String;
    .registers 2
    .line 62
    const-string v0, "Stop sharing this note?"
    return-object v0
.end method
