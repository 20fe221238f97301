.class public final Lapp/larder/home/cetp/Decision$Allow;
.super Lapp/larder/home/cetp/Decision;
.source "ToolProviderBase.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/home/cetp/Decision$Allow;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/home/cetp/Decision$Allow;

    invoke-direct {v0}, Lapp/larder/home/cetp/Decision$Allow;-><init>()V

    sput-object v0, Lapp/larder/home/cetp/Decision$Allow;->INSTANCE:Lapp/larder/home/cetp/Decision$Allow;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 25
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/home/cetp/Decision;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
