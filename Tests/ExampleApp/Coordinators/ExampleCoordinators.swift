// The coordinators of the example app in Flows/ (linked into this folder as Flows), generated while this target
// builds by FlowcBuildPlugin: app.flow.swift, auth.flow.swift, … are compiled into this module from the plugin's
// work directory, on the FlowcRuntime library. This file only re-exports the module the flows import.

@_exported import Models
