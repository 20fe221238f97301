.class public final Lapp/trailmark/logbook/cetp/HeldBooks;
.super Ljava/lang/Object;
.source "Held.kt"


# static fields
.field public static final INSTANCE:Lapp/trailmark/logbook/cetp/HeldBooks;

.field public static final JOURNAL:Ljava/lang/String; = "journal"

.field public static final ROUTES:Ljava/lang/String; = "routes"

.field private static final journal$delegate:Lkotlin/Lazy;

.field private static final routes$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/trailmark/logbook/cetp/HeldBooks;

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/HeldBooks;-><init>()V

    sput-object v0, Lapp/trailmark/logbook/cetp/HeldBooks;->INSTANCE:Lapp/trailmark/logbook/cetp/HeldBooks;

    .line 62
    sget-object v0, Lapp/trailmark/logbook/cetp/HeldBooks$$ExternalSyntheticLambda0;->INSTANCE:Lapp/trailmark/logbook/cetp/HeldBooks$$ExternalSyntheticLambda0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/HeldBooks;->routes$delegate:Lkotlin/Lazy;

    .line 63
    sget-object v0, Lapp/trailmark/logbook/cetp/HeldBooks$$ExternalSyntheticLambda1;->INSTANCE:Lapp/trailmark/logbook/cetp/HeldBooks$$ExternalSyntheticLambda1;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/HeldBooks;->journal$delegate:Lkotlin/Lazy;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 58
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final journal_delegate$lambda$0()Lapp/trailmark/logbook/cetp/HeldCalls;
    .registers 2

    .line 63
    sget-object v0, Lapp/trailmark/logbook/cetp/HeldCalls;->Companion:Lapp/trailmark/logbook/cetp/HeldCalls$Companion;

    sget-object v1, Lapp/trailmark/logbook/cetp/TokenSources;->INSTANCE:Lapp/trailmark/logbook/cetp/TokenSources;

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/TokenSources;->getSecure()Lapp/trailmark/logbook/cetp/TokenSource;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/trailmark/logbook/cetp/HeldCalls$Companion;->using(Lapp/trailmark/logbook/cetp/TokenSource;)Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    return-object v0
.end method

.method public static final routes_delegate$lambda$0()Lapp/trailmark/logbook/cetp/HeldCalls;
    .registers 2

    .line 62
    sget-object v0, Lapp/trailmark/logbook/cetp/HeldCalls;->Companion:Lapp/trailmark/logbook/cetp/HeldCalls$Companion;

    sget-object v1, Lapp/trailmark/logbook/cetp/TokenSources;->INSTANCE:Lapp/trailmark/logbook/cetp/TokenSources;

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/TokenSources;->getTickets()Lapp/trailmark/logbook/cetp/TokenSource;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/trailmark/logbook/cetp/HeldCalls$Companion;->using(Lapp/trailmark/logbook/cetp/TokenSource;)Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final getJournal()Lapp/trailmark/logbook/cetp/HeldCalls;
    .registers 3

    .line 63
    sget-object v1, Lapp/trailmark/logbook/cetp/HeldBooks;->journal$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/HeldCalls;

    return-object v0
.end method

.method public final getRoutes()Lapp/trailmark/logbook/cetp/HeldCalls;
    .registers 3

    .line 62
    sget-object v1, Lapp/trailmark/logbook/cetp/HeldBooks;->routes$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/HeldCalls;

    return-object v0
.end method

.method public final named(Ljava/lang/String;)Lapp/trailmark/logbook/cetp/HeldCalls;
    .registers 5

    .line 65
    move-object v2, p1

    .line 66
    const-string v1, "routes"

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/HeldBooks;->getRoutes()Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    goto :goto_0

    .line 67
    :cond_0
    const-string v1, "journal"

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/HeldBooks;->getJournal()Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    goto :goto_0

    .line 68
    :cond_1
    const/4 v0, 0x0

    .line 69
    :goto_0
    return-object v0
.end method
