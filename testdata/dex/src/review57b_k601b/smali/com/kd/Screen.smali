.class public final Lcom/kd/Screen;
.super Ljava/lang/Object;
.source "App.kt"

# instance fields
.field private final cls:Ljava/lang/String;
.field private final flags:I


# direct methods
.method public constructor <init>(Ljava/lang/String;I)V
    .registers 5
    const-string v1, "cls"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/kd/Screen;->cls:Ljava/lang/String;
    iput v4, v2, Lcom/kd/Screen;->flags:I
    return-void
.end method


# virtual methods
.method public final getCls()Ljava/lang/String;
    .registers 2
    .line 15
    iget-object v0, v1, Lcom/kd/Screen;->cls:Ljava/lang/String;
    return-object v0
.end method

.method public final getFlags()I
    .registers 2
    .line 15
    iget v0, v1, Lcom/kd/Screen;->flags:I
    return v0
.end method

