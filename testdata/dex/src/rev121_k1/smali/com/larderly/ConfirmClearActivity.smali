.class public final Lcom/larderly/ConfirmClearActivity;
.super Lcom/larderly/ConfirmActivity;
.source "Activities.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 60
    invoke-direct {p0}, Lcom/larderly/ConfirmActivity;-><init>()V
    return-void
.end method


# virtual methods
.method protected getHeading()Ljava/lang/String;
    .registers 2
    .line 61
    const-string v0, "Clear this list?"
    return-object v0
.end method
