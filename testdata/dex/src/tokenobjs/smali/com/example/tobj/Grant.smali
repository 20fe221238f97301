.class final Lcom/example/tobj/Grant;
.super Ljava/lang/Object;
.source "Grant.java"


# instance fields
.field private token:Ljava/lang/String;


# direct methods
.method constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/tobj/Grant;->token:Ljava/lang/String;

    return-void
.end method

.method static make()Lcom/example/tobj/Grant;
    .registers 1

    .line 7
    new-instance v0, Lcom/example/tobj/Grant;

    invoke-direct {v0}, Lcom/example/tobj/Grant;-><init>()V

    return-object v0
.end method


# virtual methods
.method getToken()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lcom/example/tobj/Grant;->token:Ljava/lang/String;

    return-object v0
.end method

.method setToken(Ljava/lang/String;)V
    .registers 2

    .line 9
    iput-object p1, p0, Lcom/example/tobj/Grant;->token:Ljava/lang/String;

    return-void
.end method
