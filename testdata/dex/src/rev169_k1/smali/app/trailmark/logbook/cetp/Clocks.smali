.class public final Lapp/trailmark/logbook/cetp/Clocks;
.super Ljava/lang/Object;
.source "Clocks.kt"


# static fields
.field public static final INSTANCE:Lapp/trailmark/logbook/cetp/Clocks;

.field private static final wall$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/trailmark/logbook/cetp/Clocks;

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/Clocks;-><init>()V

    sput-object v0, Lapp/trailmark/logbook/cetp/Clocks;->INSTANCE:Lapp/trailmark/logbook/cetp/Clocks;

    .line 11
    sget-object v0, Lapp/trailmark/logbook/cetp/Clocks$$ExternalSyntheticLambda1;->INSTANCE:Lapp/trailmark/logbook/cetp/Clocks$$ExternalSyntheticLambda1;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/Clocks;->wall$delegate:Lkotlin/Lazy;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final wall_delegate$lambda$0()Lapp/trailmark/logbook/cetp/Clock;
    .registers 1

    .line 11
    sget-object v0, Lapp/trailmark/logbook/cetp/Clocks$$ExternalSyntheticLambda0;->INSTANCE:Lapp/trailmark/logbook/cetp/Clocks$$ExternalSyntheticLambda0;

    return-object v0
.end method

.method public static final wall_delegate$lambda$0$0()J
    .registers 2

    .line 11
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    return-wide v0
.end method


# virtual methods
.method public final getWall()Lapp/trailmark/logbook/cetp/Clock;
    .registers 3

    .line 11
    sget-object v1, Lapp/trailmark/logbook/cetp/Clocks;->wall$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/Clock;

    return-object v0
.end method
