.class public final Lapp/larder/core/Decision$Allow;
.super Lapp/larder/core/Decision;
.source "ToolSpec.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/core/Decision$Allow;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/core/Decision$Allow;

    invoke-direct {v0}, Lapp/larder/core/Decision$Allow;-><init>()V

    sput-object v0, Lapp/larder/core/Decision$Allow;->INSTANCE:Lapp/larder/core/Decision$Allow;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 24
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/core/Decision;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
