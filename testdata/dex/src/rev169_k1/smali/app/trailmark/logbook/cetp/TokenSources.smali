.class public final Lapp/trailmark/logbook/cetp/TokenSources;
.super Ljava/lang/Object;
.source "Tokens.kt"


# static fields
.field public static final INSTANCE:Lapp/trailmark/logbook/cetp/TokenSources;

.field private static final secure$delegate:Lkotlin/Lazy;

.field private static final tickets$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/trailmark/logbook/cetp/TokenSources;

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/TokenSources;-><init>()V

    sput-object v0, Lapp/trailmark/logbook/cetp/TokenSources;->INSTANCE:Lapp/trailmark/logbook/cetp/TokenSources;

    .line 22
    sget-object v0, Lapp/trailmark/logbook/cetp/TokenSources$$ExternalSyntheticLambda0;->INSTANCE:Lapp/trailmark/logbook/cetp/TokenSources$$ExternalSyntheticLambda0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/TokenSources;->secure$delegate:Lkotlin/Lazy;

    .line 23
    sget-object v0, Lapp/trailmark/logbook/cetp/TokenSources$$ExternalSyntheticLambda1;->INSTANCE:Lapp/trailmark/logbook/cetp/TokenSources$$ExternalSyntheticLambda1;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/TokenSources;->tickets$delegate:Lkotlin/Lazy;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final secure_delegate$lambda$0()Lapp/trailmark/logbook/cetp/SecureTokens;
    .registers 5

    .line 22
    new-instance v0, Lapp/trailmark/logbook/cetp/SecureTokens;

    new-instance v1, Ljava/security/SecureRandom;

    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lapp/trailmark/logbook/cetp/SecureTokens;-><init>(Ljava/security/SecureRandom;IILkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method

.method public static final tickets_delegate$lambda$0()Lapp/trailmark/logbook/cetp/SequenceTokens;
    .registers 5

    .line 23
    new-instance v0, Lapp/trailmark/logbook/cetp/SequenceTokens;

    new-instance v2, Ljava/util/concurrent/atomic/AtomicLong;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    invoke-direct {v2, v3, v4}, Ljava/util/concurrent/atomic/AtomicLong;-><init>(J)V

    const-string v1, "rt-"

    invoke-direct {v0, v1, v2}, Lapp/trailmark/logbook/cetp/SequenceTokens;-><init>(Ljava/lang/String;Ljava/util/concurrent/atomic/AtomicLong;)V

    return-object v0
.end method


# virtual methods
.method public final getSecure()Lapp/trailmark/logbook/cetp/TokenSource;
    .registers 3

    .line 22
    sget-object v1, Lapp/trailmark/logbook/cetp/TokenSources;->secure$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/TokenSource;

    return-object v0
.end method

.method public final getTickets()Lapp/trailmark/logbook/cetp/TokenSource;
    .registers 3

    .line 23
    sget-object v1, Lapp/trailmark/logbook/cetp/TokenSources;->tickets$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/TokenSource;

    return-object v0
.end method
