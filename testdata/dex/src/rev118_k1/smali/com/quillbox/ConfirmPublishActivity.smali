.class public final Lcom/quillbox/ConfirmPublishActivity;
.super Lcom/quillbox/ConfirmActivity;
.source "Activities.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 57
    invoke-direct {p0}, Lcom/quillbox/ConfirmActivity;-><init>()V
    return-void
.end method


# virtual methods
.method protected getPrompt()Ljava/lang/String;
    .registers 2
    .line 58
    const-string v0, "Publish this note to the web?"
    return-object v0
.end method
