.class public final Lcom/hearthlink/security/DebugBypassVerifier;
.super Ljava/lang/Object;
.source "DebugBypassVerifier.java"

# interfaces
.implements Lcom/hearthlink/security/CallerVerifier;


# instance fields
.field private final selfUid:I


# direct methods
.method public constructor <init>(I)V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput p1, p0, Lcom/hearthlink/security/DebugBypassVerifier;->selfUid:I

    .line 12
    return-void
.end method


# virtual methods
.method public admits(I)Z
    .registers 4

    .line 16
    iget v1, p0, Lcom/hearthlink/security/DebugBypassVerifier;->selfUid:I

    if-ne p1, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
