.class public final Lapp/larder/home/cetp/ToolFailure$NotNegotiated;
.super Lapp/larder/home/cetp/ToolFailure;
.source "Failures.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/home/cetp/ToolFailure$NotNegotiated;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/home/cetp/ToolFailure$NotNegotiated;

    invoke-direct {v0}, Lapp/larder/home/cetp/ToolFailure$NotNegotiated;-><init>()V

    sput-object v0, Lapp/larder/home/cetp/ToolFailure$NotNegotiated;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$NotNegotiated;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 15
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/home/cetp/ToolFailure;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
