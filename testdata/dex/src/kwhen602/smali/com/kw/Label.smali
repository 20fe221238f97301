.class public final Lcom/kw/Label;
.super Ljava/lang/Object;
.source "App.kt"

# instance fields
.field private final key:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 4
    const-string v1, "key"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/kw/Label;->key:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getKey()Ljava/lang/String;
    .registers 2
    .line 43
    iget-object v0, v1, Lcom/kw/Label;->key:Ljava/lang/String;
    return-object v0
.end method

