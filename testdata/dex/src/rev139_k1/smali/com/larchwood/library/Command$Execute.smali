.class public final Lcom/larchwood/library/Command$Execute;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/larchwood/library/Command$InSession;


# instance fields
.field private final args:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/Command$Execute;->tool:Ljava/lang/String;

    iput-object p2, p0, Lcom/larchwood/library/Command$Execute;->args:Ljava/lang/String;

    iput-object p3, p0, Lcom/larchwood/library/Command$Execute;->resumeToken:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getArgs()Ljava/lang/String;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/larchwood/library/Command$Execute;->args:Ljava/lang/String;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/larchwood/library/Command$Execute;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/larchwood/library/Command$Execute;->tool:Ljava/lang/String;

    return-object v0
.end method
