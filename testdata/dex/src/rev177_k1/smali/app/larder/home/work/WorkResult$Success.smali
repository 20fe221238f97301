.class public final Lapp/larder/home/work/WorkResult$Success;
.super Lapp/larder/home/work/WorkResult;
.source "Work.kt"


# instance fields
.field private final value:Lorg/json/JSONObject;


# direct methods
.method public constructor <init>(Lorg/json/JSONObject;)V
    .registers 3

    const-string v0, "value"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/home/work/WorkResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lapp/larder/home/work/WorkResult$Success;->value:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final getValue()Lorg/json/JSONObject;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/larder/home/work/WorkResult$Success;->value:Lorg/json/JSONObject;

    return-object v0
.end method
