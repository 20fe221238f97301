.class public final Lcom/larderly/ConfirmPurgeActivity;
.super Lcom/larderly/ConfirmActivity;
.source "Activities.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 40
    invoke-direct {p0}, Lcom/larderly/ConfirmActivity;-><init>()V
    return-void
.end method


# virtual methods
.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 41
    const-string v0, "Throw out expired items? This cannot be undone."
    return-object v0
.end method
