.class public final synthetic Lapp/trailmark/logbook/cetp/Clocks$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lapp/trailmark/logbook/cetp/Clock;


# static fields
.field public static final synthetic INSTANCE:Lapp/trailmark/logbook/cetp/Clocks$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/trailmark/logbook/cetp/Clocks$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/Clocks$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lapp/trailmark/logbook/cetp/Clocks$$ExternalSyntheticLambda0;->INSTANCE:Lapp/trailmark/logbook/cetp/Clocks$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final now()J
    .registers 3

    invoke-static {}, Lapp/trailmark/logbook/cetp/Clocks;->wall_delegate$lambda$0$0()J

    move-result-wide v0

    return-wide v0
.end method
