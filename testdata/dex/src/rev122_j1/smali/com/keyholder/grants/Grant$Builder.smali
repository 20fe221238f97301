.class public abstract Lcom/keyholder/grants/Grant$Builder;
.super Ljava/lang/Object;
.source "Grant.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/keyholder/grants/Grant;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x409
    name = "Builder"
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public abstract build()Lcom/keyholder/grants/Grant;
.end method

.method public abstract setConfirmed(Z)Lcom/keyholder/grants/Grant$Builder;
.end method

.method public abstract setGrantId(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;
.end method

.method public abstract setGuest(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;
.end method

.method public abstract setLevel(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;
.end method

.method public abstract setLockId(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;
.end method
