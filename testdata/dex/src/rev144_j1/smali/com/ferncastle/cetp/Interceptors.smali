.class public final Lcom/ferncastle/cetp/Interceptors;
.super Ljava/lang/Object;
.source "Interceptors.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ferncastle/cetp/Interceptors$Dedup;,
        Lcom/ferncastle/cetp/Interceptors$Deadline;,
        Lcom/ferncastle/cetp/Interceptors$RateLimit;,
        Lcom/ferncastle/cetp/Interceptors$Session;,
        Lcom/ferncastle/cetp/Interceptors$Auth;,
        Lcom/ferncastle/cetp/Interceptors$Audit;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "FerncastleChain"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 28
    return-void
.end method
