.class public final Lcom/larderly/app/domain/Result$Confirmation;
.super Ljava/lang/Object;
.source "Result.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/domain/Result;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Confirmation"
.end annotation


# instance fields
.field public final action:Ljava/lang/String;

.field public final consequence:Ljava/lang/String;

.field public final target:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 44
    iput-object p1, p0, Lcom/larderly/app/domain/Result$Confirmation;->action:Ljava/lang/String;

    .line 45
    iput-object p2, p0, Lcom/larderly/app/domain/Result$Confirmation;->target:Ljava/lang/String;

    .line 46
    iput-object p3, p0, Lcom/larderly/app/domain/Result$Confirmation;->consequence:Ljava/lang/String;

    .line 47
    return-void
.end method


# virtual methods
.method public summary()Ljava/lang/String;
    .registers 6

    .line 50
    iget-object v0, p0, Lcom/larderly/app/domain/Result$Confirmation;->action:Ljava/lang/String;

    iget-object v1, p0, Lcom/larderly/app/domain/Result$Confirmation;->target:Ljava/lang/String;

    iget-object v2, p0, Lcom/larderly/app/domain/Result$Confirmation;->consequence:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ": "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ". "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method
