.class public abstract La/g;
.super Ljava/lang/Object;
.source "SourceFile"

.field public static final b:La/m;
.field private final a:Ljava/lang/String;
.field public static final ACTION_CONFIRM_SHIFT:Ljava/lang/String; = "com.pantrypal.action.CONFIRM_SHIFT"

.method private constructor <init>(Ljava/lang/String;)V
    .registers 2
    .line 17
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput-object v1, v0, La/g;->a:Ljava/lang/String;
    return-void
.end method

.method public abstract a(La/f;La/e;Lorg/json/JSONObject;)Landroid/os/Bundle;
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3
    invoke-direct {v0, v1}, La/g;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, La/m;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, La/m;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, La/g;->b:La/m;
    return-void
.end method

