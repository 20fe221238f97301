.class public abstract Lcom/keyholder/grants/Grant;
.super Ljava/lang/Object;
.source "Grant.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/keyholder/grants/Grant$Builder;
    }
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static builder()Lcom/keyholder/grants/Grant$Builder;
    .registers 1

    .line 20
    new-instance v0, Lcom/keyholder/grants/AutoValue_Grant$Builder;

    invoke-direct {v0}, Lcom/keyholder/grants/AutoValue_Grant$Builder;-><init>()V

    return-object v0
.end method


# virtual methods
.method public abstract confirmed()Z
.end method

.method public abstract grantId()Ljava/lang/String;
.end method

.method public abstract guest()Ljava/lang/String;
.end method

.method public abstract level()Ljava/lang/String;
.end method

.method public abstract lockId()Ljava/lang/String;
.end method
