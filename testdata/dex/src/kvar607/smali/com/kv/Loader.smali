.class public final Lcom/kv/Loader;
.super Ljava/lang/Object;
.source "App.kt"

# static fields
.field public static final INSTANCE:Lcom/kv/Loader;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/kv/Loader;
    invoke-direct {v0}, Lcom/kv/Loader;-><init>()V
    sput-object v0, Lcom/kv/Loader;->INSTANCE:Lcom/kv/Loader;
    return-void
.end method


# virtual methods
.method public final load(Ljava/lang/String;Lcom/kv/ErrorListener;)Ljava/lang/String;
    .registers 10
    const-string v1, "name"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "onError"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
:L12
    .line 17
    nop
    .line 18
    move-object v0, v8
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L29
    const/4 v0, 0x1
    goto :L30
:L29
    const/4 v0, 0x0
:L30
    .line 18
    if-eqz v0, :L47
    new-instance v0, Ljava/lang/IllegalArgumentException;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "empty name at /data/data/com.kv/files/"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
:L47
    .line 19
    const-string v5, "{}"
:L50
    goto :L68
:L53
    .line 20
    move-exception v6
    .line 21
    move-object v1, v6
    check-cast v1, Ljava/lang/Exception;
    invoke-interface {v9, v1}, Lcom/kv/ErrorListener;->onError(Ljava/lang/Exception;)V
    .line 22
    const/4 v5, 0x0
:L68
    .line 23
    return-object v5
    .catch Ljava/lang/IllegalArgumentException; {:L12 .. :L50} :L53
.end method

