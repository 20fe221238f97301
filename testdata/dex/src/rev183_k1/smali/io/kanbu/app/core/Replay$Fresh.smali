.class public final Lio/kanbu/app/core/Replay$Fresh;
.super Lio/kanbu/app/core/Replay;
.source "RequestJournal.kt"


# static fields
.field public static final INSTANCE:Lio/kanbu/app/core/Replay$Fresh;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/kanbu/app/core/Replay$Fresh;

    invoke-direct {v0}, Lio/kanbu/app/core/Replay$Fresh;-><init>()V

    sput-object v0, Lio/kanbu/app/core/Replay$Fresh;->INSTANCE:Lio/kanbu/app/core/Replay$Fresh;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 12
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/kanbu/app/core/Replay;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
