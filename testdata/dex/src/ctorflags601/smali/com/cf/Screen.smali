.class public final Lcom/cf/Screen;
.super Ljava/lang/Object;
.source "Screen.java"

# instance fields
.field private final pkg:Ljava/lang/String;
.field private final cls:Ljava/lang/String;
.field private final flags:I


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;I)V
    .registers 5
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v2, v1, Lcom/cf/Screen;->pkg:Ljava/lang/String;
    .line 13
    iput-object v3, v1, Lcom/cf/Screen;->cls:Ljava/lang/String;
    .line 14
    iput v4, v1, Lcom/cf/Screen;->flags:I
    .line 15
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 7
    .line 19
    const/high16 v3, 0xc000000
    invoke-direct {v4, v5, v6, v3}, Lcom/cf/Screen;-><init>(Ljava/lang/String;Ljava/lang/String;I)V
    .line 20
    return-void
.end method


# virtual methods
.method public pkg()Ljava/lang/String;
    .registers 2
    .line 23
    iget-object v0, v1, Lcom/cf/Screen;->pkg:Ljava/lang/String;
    return-object v0
.end method

.method public cls()Ljava/lang/String;
    .registers 2
    .line 27
    iget-object v0, v1, Lcom/cf/Screen;->cls:Ljava/lang/String;
    return-object v0
.end method

.method public flags()I
    .registers 2
    .line 31
    iget v0, v1, Lcom/cf/Screen;->flags:I
    return v0
.end method

