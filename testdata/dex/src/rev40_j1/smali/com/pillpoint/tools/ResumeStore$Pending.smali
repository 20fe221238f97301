.class final Lcom/pillpoint/tools/ResumeStore$Pending;
.super Ljava/lang/Object;
.source "ResumeStore.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/pillpoint/tools/ResumeStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Pending"
.end annotation

.field final expiresAt:J

.field final tool:Ljava/lang/String;

.field final uid:I

.method constructor <init>(ILjava/lang/String;J)V
    .registers 5
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 14
    iput p1, p0, Lcom/pillpoint/tools/ResumeStore$Pending;->uid:I
    .line 15
    iput-object p2, p0, Lcom/pillpoint/tools/ResumeStore$Pending;->tool:Ljava/lang/String;
    .line 16
    iput-wide p3, p0, Lcom/pillpoint/tools/ResumeStore$Pending;->expiresAt:J
    .line 17
    return-void
.end method
