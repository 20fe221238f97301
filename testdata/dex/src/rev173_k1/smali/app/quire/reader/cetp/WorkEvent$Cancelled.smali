.class public final Lapp/quire/reader/cetp/WorkEvent$Cancelled;
.super Lapp/quire/reader/cetp/WorkEvent;
.source "Outcome.kt"


# static fields
.field public static final INSTANCE:Lapp/quire/reader/cetp/WorkEvent$Cancelled;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/quire/reader/cetp/WorkEvent$Cancelled;

    invoke-direct {v0}, Lapp/quire/reader/cetp/WorkEvent$Cancelled;-><init>()V

    sput-object v0, Lapp/quire/reader/cetp/WorkEvent$Cancelled;->INSTANCE:Lapp/quire/reader/cetp/WorkEvent$Cancelled;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 50
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/quire/reader/cetp/WorkEvent;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
