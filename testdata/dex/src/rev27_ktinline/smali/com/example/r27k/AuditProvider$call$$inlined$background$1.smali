.class public final Lcom/example/r27k/AuditProvider$call$$inlined$background$1;
.super Ljava/lang/Object;
.source "AuditProvider.kt"
.implements Ljava/lang/Runnable;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r27k/AuditProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = null
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nAuditProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 AuditProvider.kt\ncom/example/r27k/AuditProviderKt$background$1\n+ 2 AuditProvider.kt\ncom/example/r27k/AuditProvider\n*L\n1#1,62:1\n30#2:63\n*E\n"
.end annotation

.field final synthetic $ctx$inlined:Landroid/content/Context;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 2
    iput-object p1, p0, Lcom/example/r27k/AuditProvider$call$$inlined$background$1;->$ctx$inlined:Landroid/content/Context;
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run()V
    .registers 4
    .line 63
    sget-object v0, Lcom/example/r27k/Audit;->INSTANCE:Lcom/example/r27k/Audit;
    iget-object v1, p0, Lcom/example/r27k/AuditProvider$call$$inlined$background$1;->$ctx$inlined:Landroid/content/Context;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v0, v1, v2}, Lcom/example/r27k/Audit;->record(Landroid/content/Context;I)V
    .line 14
    return-void
.end method
