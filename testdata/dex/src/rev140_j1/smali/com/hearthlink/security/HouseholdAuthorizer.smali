.class public final Lcom/hearthlink/security/HouseholdAuthorizer;
.super Ljava/lang/Object;
.source "HouseholdAuthorizer.java"

# interfaces
.implements Lcom/hearthlink/security/Authorizer;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public authorize(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/Authorizer$Decision;
    .registers 4

    .line 13
    sget-object v0, Lcom/hearthlink/security/Authorizer$Decision;->ALLOW:Lcom/hearthlink/security/Authorizer$Decision;

    return-object v0
.end method
