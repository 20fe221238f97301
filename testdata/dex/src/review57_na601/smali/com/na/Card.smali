.class final Lcom/na/Card;
.super Ljava/lang/Object;
.source "Card.java"

# instance fields
.field final cls:Ljava/lang/String;
.field private final flags:I


# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/na/Card;->cls:Ljava/lang/String;
    .line 12
    iput v3, v1, Lcom/na/Card;->flags:I
    .line 13
    return-void
.end method

.method static debugCard()Lcom/na/Card;
    .registers 4
    .line 20
    new-instance v0, Lcom/na/Card;
    const-string v2, "com.na.ConfirmActivity"
    const/high16 v3, 0x8000000
    invoke-direct {v0, v2, v3}, Lcom/na/Card;-><init>(Ljava/lang/String;I)V
    return-object v0
.end method


# virtual methods
.method flags()I
    .registers 2
    .line 16
    iget v0, v1, Lcom/na/Card;->flags:I
    return v0
.end method

