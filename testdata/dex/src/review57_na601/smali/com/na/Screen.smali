.class final Lcom/na/Screen;
.super Ljava/lang/Object;
.source "Screen.java"

# instance fields
.field final cls:Ljava/lang/String;
.field private final flags:I


# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    iput-object v2, v1, Lcom/na/Screen;->cls:Ljava/lang/String;
    .line 10
    iput v3, v1, Lcom/na/Screen;->flags:I
    .line 11
    return-void
.end method


# virtual methods
.method flags()I
    .registers 2
    .line 14
    iget v0, v1, Lcom/na/Screen;->flags:I
    return v0
.end method

