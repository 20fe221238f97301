.class public final synthetic Lapp/trailmark/logbook/cetp/HeldBooks$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# static fields
.field public static final synthetic INSTANCE:Lapp/trailmark/logbook/cetp/HeldBooks$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/trailmark/logbook/cetp/HeldBooks$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/HeldBooks$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lapp/trailmark/logbook/cetp/HeldBooks$$ExternalSyntheticLambda0;->INSTANCE:Lapp/trailmark/logbook/cetp/HeldBooks$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    invoke-static {}, Lapp/trailmark/logbook/cetp/HeldBooks;->routes_delegate$lambda$0()Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    return-object v0
.end method
