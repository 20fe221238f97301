# Java sketch (ToolDef.java), compiled by javac and D8: a builder whose
# boolean setters choose the effect.
#   final class ToolDef {                                                          // 8
#       static Builder named(String name) { return new Builder(name); }            // 9
#
#       static final class Builder {
#           private final String name;
#           private boolean readOnly;
#           private boolean destructive;
#           Builder(String name) { this.name = name; }                             // 16
#           Builder readOnly(boolean readOnly) { this.readOnly = readOnly; return this; } // 17
#           Builder setDestructiveHint(boolean d) { this.destructive = d; return this; }  // 18
#           CetpProviderTool build() {
#               ToolEffect effect = readOnly ? ToolEffect.READ                     // 20
#                       : destructive ? ToolEffect.DELETE : ToolEffect.UPDATE;     // 21
#               return new CetpProviderTool(name,                                  // 22
#                       new ToolAnnotations(effect, ToolRisk.LOW, ConfirmationPolicy.NEVER)); // 23
#           }
#       }
#   }
.class final Lcom/example/tf/ToolDef$Builder;
.super Ljava/lang/Object;
.source "ToolDef.java"

.field private destructive:Z

.field private final name:Ljava/lang/String;

.field private readOnly:Z

.method constructor <init>(Ljava/lang/String;)V
    .locals 0
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/tf/ToolDef$Builder;->name:Ljava/lang/String;
    return-void
.end method

.method readOnly(Z)Lcom/example/tf/ToolDef$Builder;
    .locals 0
    .line 17
    iput-boolean p1, p0, Lcom/example/tf/ToolDef$Builder;->readOnly:Z
    return-object p0
.end method

.method setDestructiveHint(Z)Lcom/example/tf/ToolDef$Builder;
    .locals 0
    .line 18
    iput-boolean p1, p0, Lcom/example/tf/ToolDef$Builder;->destructive:Z
    return-object p0
.end method

.method build()Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .locals 5
    .line 20
    iget-boolean v0, p0, Lcom/example/tf/ToolDef$Builder;->readOnly:Z
    if-eqz v0, :cond_0
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    goto :goto_0
    .line 21
    :cond_0
    iget-boolean v0, p0, Lcom/example/tf/ToolDef$Builder;->destructive:Z
    if-eqz v0, :cond_1
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    goto :goto_0
    :cond_1
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    .line 22
    :goto_0
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    iget-object v2, p0, Lcom/example/tf/ToolDef$Builder;->name:Ljava/lang/String;
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 23
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object p0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v0, v4, p0}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    .line 22
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    return-object v1
.end method
