.class public final Lcom/tallowbrook/salon/core/SecureIds;
.super Ljava/lang/Object;
.source "SecureIds.java"

# interfaces
.implements Lcom/tallowbrook/salon/core/IdSource;


# instance fields
.field private issued:I


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public next()Ljava/lang/String;
    .registers 6

    .line 11
    iget v1, p0, Lcom/tallowbrook/salon/core/SecureIds;->issued:I

    add-int/lit8 v1, v1, 0x1

    iput v1, p0, Lcom/tallowbrook/salon/core/SecureIds;->issued:I

    .line 12
    const/16 v0, 0x10

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v4

    .line 13
    iget v1, p0, Lcom/tallowbrook/salon/core/SecureIds;->issued:I

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "operation id #"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "SalonTools"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 14
    return-object v4
.end method
