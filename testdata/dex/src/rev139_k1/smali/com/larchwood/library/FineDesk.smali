.class public final Lcom/larchwood/library/FineDesk;
.super Lcom/larchwood/library/TicketDesk;
.source "Tokens.kt"


# static fields
.field public static final INSTANCE:Lcom/larchwood/library/FineDesk;

.field private static final random:Lkotlin/random/Random;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/larchwood/library/FineDesk;

    invoke-direct {v0}, Lcom/larchwood/library/FineDesk;-><init>()V

    sput-object v0, Lcom/larchwood/library/FineDesk;->INSTANCE:Lcom/larchwood/library/FineDesk;

    .line 67
    sget-object v0, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;

    check-cast v0, Lkotlin/random/Random;

    sput-object v0, Lcom/larchwood/library/FineDesk;->random:Lkotlin/random/Random;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 66
    invoke-direct {p0}, Lcom/larchwood/library/TicketDesk;-><init>()V

    return-void
.end method


# virtual methods
.method public getRandom()Lkotlin/random/Random;
    .registers 2

    .line 67
    sget-object v0, Lcom/larchwood/library/FineDesk;->random:Lkotlin/random/Random;

    return-object v0
.end method
