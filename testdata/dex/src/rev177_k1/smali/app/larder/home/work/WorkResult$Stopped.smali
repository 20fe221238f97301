.class public final Lapp/larder/home/work/WorkResult$Stopped;
.super Lapp/larder/home/work/WorkResult;
.source "Work.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/home/work/WorkResult$Stopped;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/home/work/WorkResult$Stopped;

    invoke-direct {v0}, Lapp/larder/home/work/WorkResult$Stopped;-><init>()V

    sput-object v0, Lapp/larder/home/work/WorkResult$Stopped;->INSTANCE:Lapp/larder/home/work/WorkResult$Stopped;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 19
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/home/work/WorkResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
