.class public final Lapp/larder/home/cetp/ToolFailure$InFlight;
.super Lapp/larder/home/cetp/ToolFailure;
.source "Failures.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/home/cetp/ToolFailure$InFlight;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/home/cetp/ToolFailure$InFlight;

    invoke-direct {v0}, Lapp/larder/home/cetp/ToolFailure$InFlight;-><init>()V

    sput-object v0, Lapp/larder/home/cetp/ToolFailure$InFlight;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$InFlight;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 11
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/home/cetp/ToolFailure;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
