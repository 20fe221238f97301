.class public final Lcom/tallyspring/budget/cetp/AccessDecision;
.super Ljava/lang/Object;
.source "AccessDecision.java"


# static fields
.field private static final ALLOWED:Lcom/tallyspring/budget/cetp/AccessDecision;


# instance fields
.field private final allowed:Z

.field private final errorCode:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 5
    new-instance v0, Lcom/tallyspring/budget/cetp/AccessDecision;

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/tallyspring/budget/cetp/AccessDecision;-><init>(ZLjava/lang/String;)V

    sput-object v0, Lcom/tallyspring/budget/cetp/AccessDecision;->ALLOWED:Lcom/tallyspring/budget/cetp/AccessDecision;

    return-void
.end method

.method private constructor <init>(ZLjava/lang/String;)V
    .registers 3

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-boolean p1, p0, Lcom/tallyspring/budget/cetp/AccessDecision;->allowed:Z

    .line 12
    iput-object p2, p0, Lcom/tallyspring/budget/cetp/AccessDecision;->errorCode:Ljava/lang/String;

    .line 13
    return-void
.end method

.method public static allow()Lcom/tallyspring/budget/cetp/AccessDecision;
    .registers 1

    .line 16
    sget-object v0, Lcom/tallyspring/budget/cetp/AccessDecision;->ALLOWED:Lcom/tallyspring/budget/cetp/AccessDecision;

    return-object v0
.end method

.method public static deny(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/AccessDecision;
    .registers 3

    .line 20
    new-instance v0, Lcom/tallyspring/budget/cetp/AccessDecision;

    const/4 v1, 0x0

    invoke-direct {v0, v1, p0}, Lcom/tallyspring/budget/cetp/AccessDecision;-><init>(ZLjava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public errorCode()Ljava/lang/String;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/AccessDecision;->errorCode:Ljava/lang/String;

    return-object v0
.end method

.method public isAllowed()Z
    .registers 2

    .line 24
    iget-boolean v0, p0, Lcom/tallyspring/budget/cetp/AccessDecision;->allowed:Z

    return v0
.end method
