.class public final Lcom/larderly/ConfirmOrderActivity;
.super Lcom/larderly/ConfirmActivity;
.source "Activities.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 41
    invoke-direct {p0}, Lcom/larderly/ConfirmActivity;-><init>()V
    return-void
.end method


# virtual methods
.method protected getPrompt()Ljava/lang/String;
    .registers 2
    .line 42
    const-string v0, "Confirm this order"
    return-object v0
.end method
