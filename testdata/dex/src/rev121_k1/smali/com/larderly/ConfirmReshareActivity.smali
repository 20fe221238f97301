.class public final Lcom/larderly/ConfirmReshareActivity;
.super Lcom/larderly/ConfirmActivity;
.source "Activities.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 48
    invoke-direct {p0}, Lcom/larderly/ConfirmActivity;-><init>()V
    return-void
.end method


# virtual methods
.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 49
    const-string v0, "Share this list with one more person?"
    return-object v0
.end method
